export default function HomePage() {
  return <h1>Chez Mama Lomé</h1>;
}
