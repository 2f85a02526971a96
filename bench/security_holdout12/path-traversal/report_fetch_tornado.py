import os
import uuid

import tornado.web

REPORT_DIR = "/var/reports"


class ReportHandler(tornado.web.RequestHandler):
    def report_file(self, raw_id):
        try:
            report_id = uuid.UUID(raw_id)
        except ValueError:
            raise tornado.web.HTTPError(400)
        return os.path.join(REPORT_DIR, "%s.csv" % report_id.hex)

    def get(self):
        path = self.report_file(self.get_query_argument("id"))
        if not os.path.exists(path):
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", "text/csv")
        with open(path, "rb") as fh:
            self.write(fh.read())


application = tornado.web.Application([(r"/reports", ReportHandler)])
