import falcon


class CampaignHeaders:
    def __init__(self, campaign, source):
        self.values = {"X-Campaign": campaign, "X-Traffic-Source": source or "direct"}

    def apply(self, resp):
        for name, value in self.values.items():
            resp.set_header(name, value)


class LandingResource:
    def on_get(self, req, resp):
        campaign = req.get_param("utm_campaign", default="none")
        CampaignHeaders(campaign, req.get_param("utm_source")).apply(resp)
        resp.content_type = falcon.MEDIA_HTML
        resp.text = "<h1>Welcome</h1>"


app = falcon.App()
app.add_route("/landing", LandingResource())
