import html

import cherrypy

PAGE = """<!doctype html>
<html><head><title>{title}</title></head>
<body><h1>{title}</h1><p>{message}</p><a href="/cart">Return to cart</a></body></html>"""


class Checkout:
    @cherrypy.expose
    def error(self, reason="unknown error", order=None):
        parts = [f"Your payment could not be completed: {html.escape(reason)}."]
        if order:
            parts.append(f"Reference: <code>{html.escape(order)}</code>")
        message = "<br>".join(parts)
        cherrypy.response.status = 402
        cherrypy.response.headers["Content-Type"] = "text/html; charset=utf-8"
        return PAGE.format(title="Payment problem", message=message)


if __name__ == "__main__":
    cherrypy.quickstart(Checkout(), "/checkout")
