from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route


class Crumb:
    def __init__(self, label):
        self.label = label

    def text(self):
        return self.label


async def missing_page(request):
    slug = request.path_params["slug"]
    crumb = Crumb(slug)
    body = "".join(["<h2>Page not found</h2><p>We could not find ", crumb.text(), ".</p>"])
    return HTMLResponse(body, status_code=404)


app = Starlette(routes=[Route("/pages/{slug}", missing_page)])
