import falcon

REPORTS = {"q1": b"region,total\nnorth,100\n", "q2": b"region,total\nnorth,140\n"}


def disposition(label, fmt):
    extension = "csv" if fmt != "txt" else "txt"
    return f'attachment; filename="{label}.{extension}"'


class ReportDownload:
    def on_get(self, req, resp, report_id):
        data = REPORTS.get(report_id)
        if data is None:
            raise falcon.HTTPNotFound()
        label = req.get_param("label") or report_id
        resp.set_header("Content-Disposition", disposition(label, req.get_param("format")))
        resp.content_type = "text/csv"
        resp.data = data


app = falcon.App()
app.add_route("/reports/{report_id}/download", ReportDownload())
