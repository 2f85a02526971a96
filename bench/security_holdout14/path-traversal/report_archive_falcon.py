import os
import re

import falcon

REPORT_DIR = "/data/reports"
REPORT_ID_RE = re.compile(r"[A-Za-z0-9_-]{1,64}")


class ReportResource:
    def on_get(self, req, resp, report_id):
        year = req.get_param_as_int("year", default=2024, min_value=2000, max_value=2100)
        if not REPORT_ID_RE.fullmatch(report_id):
            raise falcon.HTTPBadRequest(title="invalid report id")
        path = os.path.join(REPORT_DIR, str(year), f"{report_id}.txt")
        try:
            with open(path, "rb") as fh:
                resp.data = fh.read()
        except FileNotFoundError:
            raise falcon.HTTPNotFound()
        resp.content_type = falcon.MEDIA_TEXT


app = falcon.App()
app.add_route("/reports/{report_id}", ReportResource())
