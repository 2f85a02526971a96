import io

from flask import Flask, request, Response

app = Flask(__name__)


def render_csv(rows):
    buf = io.StringIO()
    for r in rows:
        buf.write(",".join(str(c) for c in r) + "\n")
    return buf.getvalue()


@app.route("/export")
def export():
    name = request.args.get("filename", "report")
    data = render_csv([("id", "amount"), (1, 9.5), (2, 12.0)])
    resp = Response(data, mimetype="text/csv")
    resp.headers["Content-Disposition"] = 'attachment; filename="%s.csv"' % name
    return resp
