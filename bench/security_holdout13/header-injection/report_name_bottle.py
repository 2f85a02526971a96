from urllib.parse import unquote

from bottle import Bottle, request, response

app = Bottle()


def disposition(filename, inline):
    kind = "inline" if inline else "attachment"
    cleaned = filename.replace("\r", "").replace("\n", "").replace('"', "")
    return '%s; filename="%s"' % (kind, cleaned)


@app.get("/reports/csv")
def report_csv():
    param = unquote(request.query.get("filename", "report.csv"))
    inline = request.query.get("view") == "1"
    response.content_type = "text/csv"
    response.set_header("Content-Disposition", disposition(param, inline))
    return "id,total\n1,10\n"
