import subprocess

import tornado.web


class LookupHandler(tornado.web.RequestHandler):
    def prepare(self):
        self.target = self.get_argument("domain", "example.com")

    def get(self):
        output = subprocess.check_output(f"dig +short {self.target}", shell=True, text=True)
        self.write({"domain": self.target, "records": output.split()})


def make_app():
    return tornado.web.Application([(r"/dns", LookupHandler)])
