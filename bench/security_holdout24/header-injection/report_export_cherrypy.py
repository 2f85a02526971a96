import csv
import io
import re

import cherrypy

from reports.store import load_rows

FILENAME_CHARS = re.compile(r"[^A-Za-z0-9._-]+")


class Reports:
    @cherrypy.expose
    def export(self, id="", name=None):
        filename = FILENAME_CHARS.sub("_", name or "report-%s" % id)[:80] or "report"
        buf = io.StringIO()
        csv.writer(buf).writerows(load_rows(id))
        cherrypy.response.headers["Content-Type"] = "text/csv; charset=utf-8"
        cherrypy.response.headers["Content-Disposition"] = 'attachment; filename="%s.csv"' % filename
        return buf.getvalue().encode("utf-8")


if __name__ == "__main__":
    cherrypy.quickstart(Reports(), "/reports")
