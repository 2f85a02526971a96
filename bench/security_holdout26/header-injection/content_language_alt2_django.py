from django.http import HttpResponse


class LangHelper:
    @staticmethod
    def normalise(value):
        return value.replace("_", "-")


def localized_page(request, lang):
    chosen = LangHelper.normalise(lang)
    response = HttpResponse("<p>Welcome</p>")
    response["Content-Language"] = chosen
    return response
