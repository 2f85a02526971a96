from django.http import HttpRequest

from blog.models import Entry


def headline_filter(request: HttpRequest):
    headline = request.GET["headline"]
    # a view that reads the request: python-sql-injection-taint follows the value
    # ok: python-django-extra-format
    return Entry.objects.extra(where=[f"headline = '{headline}'"])


def select_extra(request: HttpRequest, year: str):
    # ruleid: python-django-extra-format
    return Entry.objects.filter(published=True).extra(select={"recent": "pub_date > '%s'" % year})


def order(column: str):
    # ruleid: python-django-extra-format
    return Entry.objects.all().extra(order_by=["-" + column])


def headline_filter_safe(request: HttpRequest):
    headline = request.GET["headline"]
    # ok: python-django-extra-format
    return Entry.objects.extra(where=["headline = %s"], params=[headline])


def constant_select():
    # ok: python-django-extra-format
    return Entry.objects.extra(select={"is_recent": "pub_date > '2006-01-01'"})


def select_params(year: str):
    # ok: python-django-extra-format
    return Entry.objects.extra(select={"recent": "pub_date > %s"}, select_params=(year,))
