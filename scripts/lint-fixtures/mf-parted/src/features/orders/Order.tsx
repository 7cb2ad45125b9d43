export function Order() {
  return <p>order</p>;
}
