from flask import Flask, redirect, request, url_for

app = Flask(__name__)
NOTES = {}
DESTINATIONS = {"list": "list_notes", "edit": "edit_note", "home": "index"}


def store(note_id, text):
    NOTES[note_id] = text
    return note_id


@app.route("/notes/<int:note_id>/save", methods=["POST"])
def save_note(note_id):
    store(note_id, request.form.get("text", ""))
    endpoint = DESTINATIONS.get(request.form.get("then", "list"), "list_notes")
    kwargs = {"note_id": note_id} if endpoint == "edit_note" else {}
    return redirect(url_for(endpoint, **kwargs))
