import io

from flask import Flask, make_response, request

app = Flask(__name__)


def render_csv(rows):
    out = io.StringIO()
    for row in rows:
        out.write(",".join(str(v) for v in row) + "\n")
    return out.getvalue()


@app.get("/reports/download")
def download_report():
    title = request.args.get("title", "report")
    filename = "%s.csv" % title
    resp = make_response(render_csv([("region", "revenue"), ("north", 1200), ("south", 900)]))
    resp.headers["Content-Type"] = "text/csv"
    resp.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    return resp
