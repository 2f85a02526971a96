import subprocess

import falcon

REPORTS = {
    "disk": ["df", "-h"],
    "memory": ["free", "-m"],
    "uptime": ["uptime"],
}


class SystemReport:
    def on_get(self, req, resp):
        kind = req.get_param("kind", default="disk")
        argv = REPORTS.get(kind)
        if argv is None:
            raise falcon.HTTPBadRequest(title="unknown report")
        output = subprocess.check_output(argv, text=True)
        resp.media = {"kind": kind, "output": output}


app = falcon.App()
app.add_route("/system/report", SystemReport())
