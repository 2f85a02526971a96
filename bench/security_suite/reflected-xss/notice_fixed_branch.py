from flask import Flask, make_response, request

app = Flask(__name__)
MAINTENANCE = True


@app.route("/notice")
def notice():
    note = request.args.get("note", "")
    if MAINTENANCE:
        banner = "<p>Scheduled maintenance tonight.</p>"
    else:
        banner = "<p>" + note + "</p>"
    return make_response(banner)
