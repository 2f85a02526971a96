from markupsafe import Markup
from quart import Quart, render_template_string

from .storage import fetch_notes

app = Quart(__name__)
NOTE_ITEM = Markup('<li class="note" data-id="{}"><strong>{}</strong> {}</li>')


@app.get("/boards/<int:board_id>/notes")
async def board_notes(board_id):
    notes = await fetch_notes(board_id)
    items = Markup("").join(
        NOTE_ITEM.format(note["id"], note["author"], note["text"]) for note in notes
    )
    return await render_template_string(
        "<h2>Board {{ board_id }}</h2><ul class='notes'>{{ items }}</ul>",
        board_id=board_id,
        items=items,
    )
