import os

from bottle import Bottle, HTTPError, request, response

app = Bottle()
EXPORT_DIR = os.path.realpath("/srv/exports")


@app.get("/exports/download")
def download_export():
    requested = request.query.get("name", "")
    name = os.path.basename(requested)
    path = os.path.realpath(os.path.join(EXPORT_DIR, name))
    if not name or os.path.dirname(path) != EXPORT_DIR or not os.path.isfile(path):
        raise HTTPError(404, "no such export")
    response.content_type = "text/csv"
    with open(path, "rb") as fh:
        return fh.read()
