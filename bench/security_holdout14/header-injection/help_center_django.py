from django import forms
from django.http import JsonResponse

ARTICLES = {
    "en": "How to reset your password",
    "de": "Passwort zurücksetzen",
    "fr": "Réinitialiser le mot de passe",
}


class ArticleLanguageForm(forms.Form):
    lang = forms.ChoiceField(choices=[(code, code) for code in ARTICLES])


def help_article(request):
    form = ArticleLanguageForm({"lang": request.GET.get("lang", "en")})
    lang = form.cleaned_data["lang"] if form.is_valid() else "en"
    response = JsonResponse({"title": ARTICLES[lang]})
    response["Content-Language"] = lang
    response["Vary"] = "Accept-Language"
    return response
