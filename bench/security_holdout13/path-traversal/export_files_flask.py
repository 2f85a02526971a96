import csv
import io
import os
import time

from flask import Flask, Response, abort, jsonify, request, send_file

app = Flask(__name__)
EXPORT_CONFIG = {
    "root": os.environ.get("EXPORT_ROOT", "/var/lib/exports"),
    "max_age_days": 30,
}


class ExportDirectory:
    def __init__(self, root):
        self.root = os.path.realpath(root)

    def locate(self, relative):
        target = os.path.realpath(os.path.join(self.root, relative))
        if os.path.commonpath([self.root, target]) != self.root:
            return None
        return target

    def listing(self):
        cutoff = time.time() - EXPORT_CONFIG["max_age_days"] * 86400
        for dirpath, _, files in os.walk(self.root):
            for name in files:
                full = os.path.join(dirpath, name)
                if os.path.getmtime(full) >= cutoff:
                    yield os.path.relpath(full, self.root)


exports = ExportDirectory(EXPORT_CONFIG["root"])


@app.get("/exports")
def list_exports():
    return jsonify(sorted(exports.listing()))


@app.get("/exports/file")
def fetch_export():
    target = exports.locate(request.args.get("path", ""))
    if target is None or not os.path.isfile(target):
        abort(404)
    return send_file(target, as_attachment=True)


@app.get("/exports/sample.csv")
def sample_export():
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["id", "name", "created"])
    writer.writerow([1, "example", time.strftime("%Y-%m-%d")])
    return Response(buf.getvalue(), mimetype="text/csv")
