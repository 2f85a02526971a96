import os

import falcon


class Archiver:
    def __init__(self, label, source_dir="/var/log/app"):
        self.label = label
        self.source_dir = source_dir

    def target(self):
        return f"/srv/archives/{self.label}.tar.gz"

    def create(self):
        return os.system(f"tar -czf {self.target()} -C {self.source_dir} .")


class ArchiveResource:
    def on_post(self, req, resp):
        label = req.get_param("label", required=True)
        status = Archiver(label).create()
        resp.media = {"label": label, "status": status}


app = falcon.App()
app.add_route("/archives", ArchiveResource())
