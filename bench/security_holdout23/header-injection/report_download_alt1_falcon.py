import falcon

from reports.storage import load_report


class ReportDownload:
    def on_get(self, req, resp, report_id):
        title = req.get_param("title") or f"report-{report_id}"
        title = title.replace("\r\n", " ").strip()
        resp.content_type = "text/csv"
        resp.set_header("Content-Disposition", f'attachment; filename="{title}.csv"')
        resp.text = load_report(report_id)


app = falcon.App()
app.add_route("/reports/{report_id:int}/download", ReportDownload())
