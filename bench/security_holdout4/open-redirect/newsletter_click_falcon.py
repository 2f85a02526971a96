import base64
import binascii

import falcon

from campaigns.metrics import record_click


class ClickTracker:
    def on_get(self, req, resp, campaign_id):
        encoded = req.get_param("u", required=True)
        try:
            destination = base64.urlsafe_b64decode(encoded.encode() + b"==").decode("utf-8")
        except (binascii.Error, UnicodeDecodeError):
            raise falcon.HTTPBadRequest(description="bad link")
        record_click(campaign_id, destination, user_agent=req.user_agent)
        raise falcon.HTTPFound(destination)


app = falcon.App()
app.add_route("/n/{campaign_id}/c", ClickTracker())
