package com.example.web;

import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.text.StringEscapeUtils;
import org.owasp.encoder.Encode;
import org.owasp.esapi.ESAPI;
import org.springframework.web.util.HtmlUtils;

public class GreetingServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("name");
        response.setContentType("text/html");
        // ruleid: java-xss-servlet-writer
        response.getWriter().write("<h1>Hello " + name + "</h1>");
        PrintWriter out = response.getWriter();
        // ruleid: java-xss-servlet-writer
        out.println("<p>You searched for " + request.getParameter("q") + "</p>");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("name");
        response.setContentType("text/html");
        // ok: java-xss-servlet-writer
        response.getWriter().write("<h1>Hello " + Encode.forHtml(name) + "</h1>");
        PrintWriter out = response.getWriter();
        // ok: java-xss-servlet-writer
        out.println("<p>Thanks!</p>");
        int page = Integer.parseInt(request.getParameter("page"));
        // ok: java-xss-servlet-writer
        out.printf("<p>Page %d</p>", page);
    }
}

class SearchServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String query = request.getParameter("q");
        PrintWriter out = response.getWriter();
        // ok: java-xss-servlet-writer
        out.println("<p>You searched for " + HtmlUtils.htmlEscape(query) + "</p>");
        // ok: java-xss-servlet-writer
        out.println("<p>Results for " + StringEscapeUtils.escapeHtml4(query) + "</p>");
        // ok: java-xss-servlet-writer
        response.getWriter().write("<h2>" + ESAPI.encoder().encodeForHTML(request.getParameter("title")) + "</h2>");
        // ruleid: java-xss-servlet-writer
        response.getWriter().write("<h2>" + request.getParameter("title") + "</h2>");
        // ruleid: java-xss-servlet-writer
        out.printf("<p>Results for %s</p>", query);
        // ok: java-xss-servlet-writer
        out.printf("<p>Results for %s</p>", Encode.forHtml(query));
    }
}
