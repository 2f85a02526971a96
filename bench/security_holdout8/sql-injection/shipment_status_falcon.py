import falcon
import psycopg2

DSN = "dbname=logistics user=tracking host=db"


class ShipmentStatusResource:
    def on_get(self, req, resp, tracking_no):
        carrier = req.get_param("carrier", default="any")
        query = "SELECT status, updated_at FROM shipments WHERE tracking_no = %s"
        args = (tracking_no,)
        if carrier != "any":
            query += " AND carrier = %s"
            args = (tracking_no, carrier)
        with psycopg2.connect(DSN) as conn:
            with conn.cursor() as cur:
                cur.execute(query, args)
                row = cur.fetchone()
        if row is None:
            raise falcon.HTTPNotFound()
        resp.media = {
            "tracking_no": tracking_no,
            "status": row[0],
            "updated_at": row[1].isoformat(),
        }


app = falcon.App()
app.add_route("/shipments/{tracking_no}", ShipmentStatusResource())
