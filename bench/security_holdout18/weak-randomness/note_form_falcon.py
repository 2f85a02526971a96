import random
import secrets

import falcon

TIPS = ["Use tags to group notes.", "Press / to search.", "Drag cards to reorder."]

FORM = """<form method="post" action="/notes">
<input type="hidden" name="csrf" value="{nonce}">
<textarea name="body"></textarea><button>Save</button>
</form><p class="tip">{tip}</p>"""


class NoteFormResource:
    def on_get(self, req, resp):
        nonce = secrets.token_hex(16)
        req.context.session["csrf"] = nonce
        resp.content_type = falcon.MEDIA_HTML
        resp.text = FORM.format(nonce=nonce, tip=random.choice(TIPS))


app = falcon.App()
app.add_route("/notes/new", NoteFormResource())
