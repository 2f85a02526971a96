import shlex
import subprocess

from bottle import Bottle, HTTPError, request

app = Bottle()
SHARE_ROOT = "/srv/shares"


@app.get("/shares/usage")
def share_usage():
    share = request.query.getunicode("share", "")
    if not share or "/" in share or share.startswith("."):
        raise HTTPError(400, "share name required")
    target = f"{SHARE_ROOT}/{share}"
    output = subprocess.getoutput("du -sh -- " + shlex.quote(target))
    size, _, _ = output.partition("\t")
    return {"share": share, "size": size}


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8080)
