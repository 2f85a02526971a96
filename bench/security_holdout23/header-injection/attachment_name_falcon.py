from urllib.parse import quote

import falcon

from mailstore import open_attachment


class AttachmentResource:
    def on_get(self, req, resp, message_id, index):
        attachment = open_attachment(message_id, index)
        if attachment is None:
            raise falcon.HTTPNotFound()
        wanted = req.get_param("as") or attachment.filename
        resp.content_type = attachment.mime_type
        resp.set_header("Content-Disposition", "attachment; filename*=UTF-8''" + quote(wanted, safe=""))
        resp.stream = attachment.stream
        resp.content_length = attachment.size


app = falcon.App()
app.add_route("/messages/{message_id}/attachments/{index:int}", AttachmentResource())
