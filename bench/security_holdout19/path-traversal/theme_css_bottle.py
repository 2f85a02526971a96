from bottle import Bottle, request, response

app = Bottle()


@app.get("/theme.css")
def theme_css():
    param = request.get_cookie("theme", "light")
    themes = {}
    themes["user"] = param
    themes["site"] = "light.css"
    css_name = themes["site"]
    response.content_type = "text/css"
    with open("/srv/themes/" + css_name) as fh:
        return fh.read()
