import csv
import io
import json

from flask import Flask, Response, request

app = Flask(__name__)


@app.post("/convert/csv-to-json")
def convert_csv():
    upload = request.files["sheet"]
    stem = upload.filename.rsplit(".", 1)[0]
    rows = list(csv.DictReader(io.StringIO(upload.read().decode("utf-8"))))
    resp = Response(json.dumps(rows), mimetype="application/json")
    resp.headers["Content-Disposition"] = 'attachment; filename="%s.json"' % stem
    return resp
