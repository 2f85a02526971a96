from flask import Flask, render_template_string, request

app = Flask(__name__)

PAGE = "<html><body><h2>Preview</h2><p>{{ note.text }}</p><small>{{ note.author }}</small></body></html>"


class Note:
    def __init__(self, text, author):
        self.text = text
        self.author = author


@app.route("/notes/preview", methods=["POST"])
def preview_note():
    note = Note(request.form.get("text", ""), request.form.get("author", "anonymous"))
    return render_template_string(PAGE, note=note)
