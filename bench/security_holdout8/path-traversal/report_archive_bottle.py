import json
import os
from datetime import date

from bottle import Bottle, HTTPError, request, response

REPORT_ROOT = os.path.realpath("/var/reports")
ALLOWED_EXTENSIONS = (".csv", ".json", ".txt")
CHUNK_SIZE = 64 * 1024

app = Bottle()


def clean_report_name(raw_name):
    name = os.path.basename(raw_name.replace("\\", "/"))
    if not name or name.startswith("."):
        raise HTTPError(400, "bad report name")
    if not name.endswith(ALLOWED_EXTENSIONS):
        raise HTTPError(400, "unsupported extension")
    return name


def report_path(year, name):
    directory = os.path.realpath(os.path.join(REPORT_ROOT, str(year)))
    full = os.path.realpath(os.path.join(directory, name))
    if os.path.commonpath([full, REPORT_ROOT]) != REPORT_ROOT:
        raise HTTPError(403, "outside of report root")
    return full


class ReportReader:
    def __init__(self, chunk_size=CHUNK_SIZE):
        self.chunk_size = chunk_size

    def read(self, path):
        with open(path, "rb") as fh:
            while True:
                chunk = fh.read(self.chunk_size)
                if not chunk:
                    break
                yield chunk


def check_year(year):
    if year < 2000 or year > date.today().year:
        raise HTTPError(404, "no reports for that year")


@app.get("/reports/<year:int>")
def list_reports(year):
    check_year(year)
    directory = os.path.join(REPORT_ROOT, str(year))
    response.content_type = "application/json"
    if not os.path.isdir(directory):
        return json.dumps([])
    return json.dumps(sorted(os.listdir(directory)))


@app.get("/reports/<year:int>/download")
def download_report(year):
    check_year(year)
    name = clean_report_name(request.query.get("file", ""))
    path = report_path(year, name)
    if not os.path.isfile(path):
        raise HTTPError(404, "report not found")
    response.content_type = "application/octet-stream"
    return ReportReader().read(path)
