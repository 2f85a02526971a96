import falcon

from exports import render_export


class ExportResource:
    def on_get(self, req, resp, export_id):
        data = render_export(export_id)
        if data is None:
            raise falcon.HTTPNotFound()
        name = req.get_param("filename") or f"export-{export_id}.csv"
        name = name.replace('"', "")
        resp.content_type = "text/csv"
        resp.set_header("Content-Disposition", f'attachment; filename="{name}"')
        resp.data = data


app = falcon.App()
app.add_route("/exports/{export_id:int}", ExportResource())
