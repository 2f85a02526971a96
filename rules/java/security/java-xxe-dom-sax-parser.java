package com.example.xml;

import java.io.InputStream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.dom4j.io.SAXReader;
import org.w3c.dom.Document;
import org.xml.sax.helpers.DefaultHandler;

public class InvoiceParser {
    public Document parse(InputStream in) throws Exception {
        // ruleid: java-xxe-dom-sax-parser
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        DocumentBuilder builder = dbf.newDocumentBuilder();
        return builder.parse(in);
    }

    public void stream(InputStream in, DefaultHandler handler) throws Exception {
        // ruleid: java-xxe-dom-sax-parser
        SAXParser parser = SAXParserFactory.newInstance().newSAXParser();
        parser.parse(in, handler);
    }

    public org.dom4j.Document dom4j(InputStream in) throws Exception {
        // ruleid: java-xxe-dom-sax-parser
        SAXReader reader = new SAXReader();
        return reader.read(in);
    }

    public Document parseSafe(InputStream in) throws Exception {
        // ok: java-xxe-dom-sax-parser
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setXIncludeAware(false);
        return dbf.newDocumentBuilder().parse(in);
    }

    public void streamSafe(InputStream in, DefaultHandler handler) throws Exception {
        // ok: java-xxe-dom-sax-parser
        SAXParserFactory spf = SAXParserFactory.newInstance();
        spf.setFeature("http://xml.org/sax/features/external-general-entities", false);
        spf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        spf.newSAXParser().parse(in, handler);
    }

    public org.dom4j.Document dom4jSafe(InputStream in) throws Exception {
        // ok: java-xxe-dom-sax-parser
        SAXReader reader = new SAXReader();
        reader.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return reader.read(in);
    }
}
