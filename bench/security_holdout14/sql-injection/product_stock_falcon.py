import falcon
import psycopg


class StockResource:
    def __init__(self, dsn):
        self.dsn = dsn

    def on_get(self, req, resp):
        sku = req.get_param("sku", required=True)
        store = req.get_param_as_int("store", default=1)
        lookup = {"sku": sku.strip(), "store": store}
        with psycopg.connect(self.dsn) as conn:
            with conn.cursor() as cur:
                cur.execute("SELECT quantity, updated_at FROM stock WHERE sku = %(sku)s AND store_id = %(store)s", lookup)
                row = cur.fetchone()
        if row is None:
            raise falcon.HTTPNotFound()
        resp.media = {"sku": lookup["sku"], "quantity": row[0], "updated": row[1].isoformat()}


app = falcon.App()
app.add_route("/stock", StockResource("dbname=shop user=shop"))
