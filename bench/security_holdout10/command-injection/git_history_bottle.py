import shlex
import subprocess

from bottle import Bottle, request, response

app = Bottle()
REPO_ROOT = "/srv/repos/docs"


def history_cmd(path, limit):
    return "cd {} && git log -n {} --oneline -- {}".format(
        shlex.quote(REPO_ROOT), int(limit), shlex.quote(path)
    )


@app.get("/history")
def history():
    path = request.query.get("path", ".")
    limit = request.query.get("limit", "10")
    if not limit.isdigit():
        limit = "10"
    output = subprocess.check_output(history_cmd(path, limit), shell=True, text=True)
    response.content_type = "text/plain"
    return output
