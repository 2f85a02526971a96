import shlex
import subprocess

from bottle import Bottle, request, response

app = Bottle()
REPO_DIR = "/srv/git/site.git"


@app.get("/changes")
def changes():
    author = request.query.get("author", "")
    since = request.query.get("since", "1 week ago")
    cmd = "git --git-dir={} log --oneline --author={} --since={}".format(
        shlex.quote(REPO_DIR), shlex.quote(author), shlex.quote(since)
    )
    output = subprocess.check_output(cmd, shell=True, text=True)
    response.content_type = "text/plain"
    return output
