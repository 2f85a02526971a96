import subprocess

import falcon

LOG_FILE = "/var/log/app/service.log"


def make_searcher(log_file):
    def search(pattern, max_lines):
        cmd = "grep -i '" + pattern + "' " + log_file + " | tail -n " + str(max_lines)
        output = subprocess.check_output(cmd, shell=True, text=True)
        return output.splitlines()

    return search


class LogSearchResource:
    def __init__(self, searcher):
        self.searcher = searcher

    def on_get(self, req, resp):
        pattern = req.get_param("q", default="error")
        max_lines = req.get_param_as_int("lines", default=50)
        try:
            lines = self.searcher(pattern, max_lines)
        except subprocess.CalledProcessError:
            lines = []
        resp.media = {"pattern": pattern, "lines": lines}


app = falcon.App()
app.add_route("/logs/search", LogSearchResource(make_searcher(LOG_FILE)))
