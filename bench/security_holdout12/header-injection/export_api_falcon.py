import csv
import io
import uuid

import falcon

EXPORTS = {}


def render_csv(rows):
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["id", "name", "amount"])
    writer.writerows(rows)
    return buf.getvalue().encode()


class ExportCollection:
    def on_post(self, req, resp):
        body = req.get_media() or {}
        rows = [(r.get("id"), r.get("name"), r.get("amount")) for r in body.get("rows", [])]
        export_id = uuid.uuid4().hex
        EXPORTS[export_id] = render_csv(rows)
        resp.status = falcon.HTTP_201
        resp.media = {"id": export_id}

    def on_get(self, req, resp):
        resp.media = sorted(EXPORTS)


class ExportItem:
    def on_get(self, req, resp, export_id):
        data = EXPORTS.get(export_id)
        if data is None:
            raise falcon.HTTPNotFound()
        trace = req.get_param("trace") or export_id
        resp.set_header("X-Export-Trace", "export=%s" % trace)
        resp.content_type = "text/csv"
        resp.data = data

    def on_delete(self, req, resp, export_id):
        EXPORTS.pop(export_id, None)
        resp.status = falcon.HTTP_204


class Health:
    def on_get(self, req, resp):
        resp.media = {"ok": True, "exports": len(EXPORTS)}


app = falcon.App()
app.add_route("/exports", ExportCollection())
app.add_route("/exports/{export_id}", ExportItem())
app.add_route("/health", Health())
