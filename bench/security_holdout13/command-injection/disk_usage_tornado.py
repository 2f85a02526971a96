import shlex
import subprocess

import tornado.web


class DiskUsageHandler(tornado.web.RequestHandler):
    def get(self):
        folder = self.get_argument("folder", "uploads")
        opts = {"depth": "1", "folder": folder}
        line = "du -h --max-depth=%s /srv/data/%s" % (opts["depth"], shlex.quote(opts["folder"]))
        output = subprocess.check_output(line, shell=True, text=True)
        self.set_header("Content-Type", "text/plain")
        self.write(output)


def make_app():
    return tornado.web.Application([(r"/disk/usage", DiskUsageHandler)])
