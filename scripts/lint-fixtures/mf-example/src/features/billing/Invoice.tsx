export function Invoice() {
  return <p>invoice</p>;
}
