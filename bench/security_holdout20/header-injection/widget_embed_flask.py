from flask import Flask, abort, make_response, render_template, request

app = Flask(__name__)


@app.route("/widgets/embed")
def widget_embed():
    partner = request.args.get("partner", "")
    region = request.headers.get("X-Region", "global")
    label = f"{partner}/{region}"
    if any(ch in label for ch in "\r\n\0") or len(label) > 128:
        abort(400)
    response = make_response(render_template("embed.html"))
    response.headers["X-Widget-Partner"] = label
    return response
