from flask import Flask, request, make_response

app = Flask(__name__)


@app.route("/export")
def export_csv():
    filename = request.args.get("filename", "export")
    filename = filename.replace(" ", "_") + ".csv"
    body = "id,name\n1,example\n"
    response = make_response(body)
    response.headers["Content-Type"] = "text/csv"
    response.headers["Content-Disposition"] = "attachment; filename=%s" % filename
    return response
