import os

from bottle import HTTPError, Bottle, request, response

LOG_DIR = os.environ.get("SERVICE_LOG_DIR", "/var/log/platform")

app = Bottle()


def tail(path, lines):
    with open(path, "r", errors="replace") as fh:
        return fh.readlines()[-lines:]


@app.get("/admin/logs")
def view_log():
    service = request.query.get("service", "api")
    filename = request.query.get("file", "current.log")
    lines = int(request.query.get("lines", 200))
    log_path = "{}/{}/{}".format(LOG_DIR, service, filename)
    if not os.path.isfile(log_path):
        raise HTTPError(404, "no such log")
    response.content_type = "text/plain; charset=utf-8"
    return "".join(tail(log_path, lines))


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8090)
