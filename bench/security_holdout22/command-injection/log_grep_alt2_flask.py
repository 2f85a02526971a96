import shlex
import subprocess
from flask import Flask, request

app = Flask(__name__)
LOG_FILE = "/var/log/app/service.log"


class LogSearch:
    def __init__(self, pattern):
        self.pattern = pattern

    @property
    def quoted(self):
        return shlex.quote(self.pattern)


@app.route("/logs/grep")
def log_grep():
    search = LogSearch(request.args.get("q", "ERROR"))
    cmd = "grep -F -- %s %s | tail -n 50" % (search.quoted, LOG_FILE)
    out = subprocess.check_output(cmd, shell=True, text=True)
    return out, 200, {"Content-Type": "text/plain"}
