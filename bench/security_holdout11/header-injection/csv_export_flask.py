from flask import Flask, Response, request

app = Flask(__name__)


def build_csv(rows):
    return "\n".join(",".join(str(c) for c in row) for row in rows)


@app.route("/export.csv")
def export_csv():
    label = request.args.get("name", "export")
    rows = [("id", "amount"), (1, 10), (2, 25)]
    resp = Response(build_csv(rows), mimetype="text/csv")
    disposition = "attachment; filename=%s.csv" % label
    resp.headers["Content-Disposition"] = disposition
    return resp
