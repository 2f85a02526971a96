from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route


class Banner:
    def __init__(self, who, campaign):
        self.who = who
        self.campaign = campaign

    def render(self):
        return f"<div class='banner'>Welcome back, {self.who}! <small>{self.campaign}</small></div>"


async def welcome(request):
    who = request.query_params.get("name", "guest")
    campaign = request.query_params.get("utm_campaign", "")
    banner = Banner(who, campaign)
    return HTMLResponse("<html><body>" + banner.render() + "</body></html>")


app = Starlette(routes=[Route("/welcome", welcome)])
