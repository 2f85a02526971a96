import os

from bottle import Bottle, HTTPError, request, response

app = Bottle()
LOG_DIR = "/var/log/myservice"


def tail(path, lines):
    with open(path, "r", errors="replace") as fh:
        return fh.readlines()[-lines:]


@app.get("/ops/logs/<service>")
def show_log(service):
    logfile = request.query.get("file") or f"{service}.log"
    path = os.path.join(LOG_DIR, service, logfile)
    if not os.path.exists(path):
        raise HTTPError(404, "log not found")
    try:
        lines = int(request.query.get("lines", 200))
    except ValueError:
        lines = 200
    response.content_type = "text/plain; charset=utf-8"
    return "".join(tail(path, lines))


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8090)
