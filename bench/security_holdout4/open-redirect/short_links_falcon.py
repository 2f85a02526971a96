import falcon

from marketing.tracking import record_click


class CampaignClickResource:
    def __init__(self, default_target="https://www.example.com/"):
        self.default_target = default_target

    def on_get(self, req, resp, campaign):
        target = req.get_param("continue") or self.default_target
        record_click(campaign=campaign, user_agent=req.user_agent, referer=req.referer)
        raise falcon.HTTPFound(target)


app = falcon.App()
app.add_route("/c/{campaign}", CampaignClickResource())
