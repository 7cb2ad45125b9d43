export function Report() {
  return <p>report</p>;
}
