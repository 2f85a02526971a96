from flask import Flask
from jinja2 import Environment, FileSystemLoader, PackageLoader, Template, select_autoescape
from jinja2.sandbox import SandboxedEnvironment

app = Flask(__name__)

# ruleid: python-jinja2-autoescape-disabled
env = Environment(loader=FileSystemLoader("templates"), autoescape=False)

# ruleid: python-jinja2-autoescape-disabled
sandbox = SandboxedEnvironment(autoescape=False)

# ruleid: python-jinja2-autoescape-disabled
app.jinja_env.autoescape = False

# ok: python-jinja2-autoescape-disabled
safe_env = Environment(loader=PackageLoader("shop"), autoescape=select_autoescape(["html", "xml"]))

# ok: python-jinja2-autoescape-disabled
strict_env = Environment(loader=FileSystemLoader("templates"), autoescape=True)

# ok: python-jinja2-autoescape-disabled
app.jinja_env.autoescape = True


def render_card(user):
    # ruleid: python-jinja2-autoescape-disabled
    template = Template("<div>{{ user.bio }}</div>", autoescape=False)
    return template.render(user=user)


def render_safe_card(user):
    # ok: python-jinja2-autoescape-disabled
    template = Template("<div>{{ user.bio }}</div>", autoescape=True)
    return template.render(user=user)
